import type { LegalDocument } from '../types';

export const privacyEs: LegalDocument = {
  kind: 'privacy',
  title: 'Política de privacidad',
  lastUpdated: '2026-01-01',
  intro:
    'ICE SOS es un servicio de seguridad personal. Para protegerle tratamos datos personales, algunos de ellos sensibles, como su ubicación durante una emergencia y su información médica. Esta política explica qué guardamos, por qué, durante cuánto tiempo, quién lo ve y qué derechos tiene según el Reglamento General de Protección de Datos (RGPD).',
  sections: [
    {
      id: 'controller',
      heading: '1. Quién es el responsable',
      blocks: [
        'ICE SOS es el responsable del tratamiento de los datos personales descritos aquí. Puede escribirnos, y a nuestro contacto de protección de datos, {contact}. Respondemos a las solicitudes de privacidad en el plazo de un mes.',
      ],
    },
    {
      id: 'data',
      heading: '2. Qué guardamos',
      blocks: [
        [
          'Datos de la cuenta: su correo electrónico o teléfono, la contraseña (guardada solo como un hash seguro), su nombre, idioma y moneda.',
          'Datos de perfil que usted decida añadir: fecha de nacimiento, dirección, país y teléfono.',
          'Contactos de emergencia: nombres, teléfonos y correos electrónicos de las personas a las que nos pide avisar.',
          'Perfil médico, si lo rellena: enfermedades, medicación, alergias, grupo sanguíneo y notas para quienes le atiendan. Son datos de salud, una categoría especial según el RGPD.',
          'Datos de SOS: cuando activa una alarma, la hora, su ubicación y su precisión mientras la alarma está abierta, los pasos de la central de atención y a quién se avisó.',
          'Datos del dispositivo: el nombre de su colgante vinculado, su nivel de batería y las lecturas de frecuencia cardiaca mientras está conectado.',
          'Vínculos con familiares y cuidadores: quién puede ver qué sobre usted, y un registro de quién consultó su perfil médico o su ubicación.',
          'Mensajes: conversaciones con nuestra asistente Emma y mensajes que envía mediante el formulario de contacto.',
          'Datos de suscripción y pago: su plan, periodo de facturación y estado del pago. Los datos de la tarjeta los gestiona nuestro proveedor de pagos y nunca nos llegan.',
          'Datos técnicos: registros de seguridad con la dirección de red acortada o cifrada con hash, guardados para evitar abusos.',
        ],
      ],
    },
    {
      id: 'purposes',
      heading: '3. Para qué los usamos y con qué base legal',
      blocks: [
        [
          'Para prestar el servicio que ha contratado: su cuenta, alarmas, avisos, la central de atención y la vinculación de dispositivos (ejecución de un contrato, artículo 6.1.b del RGPD).',
          'Para proteger su vida en una emergencia, incluido transmitir su ubicación e información médica a quienes le atiendan y a los servicios de emergencia (interés vital, artículos 6.1.d y 9.2.c).',
          'Para guardar y compartir su perfil médico con las personas que elija (su consentimiento explícito, artículo 9.2.a), que puede retirar en cualquier momento.',
          'Para facturar su suscripción y llevar la contabilidad (obligación legal, artículo 6.1.c).',
          'Para mantener el servicio seguro, evitar el abuso de los formularios y responder a sus mensajes (interés legítimo, artículo 6.1.f).',
        ],
        'No vendemos sus datos, no los usamos para publicidad y no tomamos decisiones automatizadas sobre usted con efectos jurídicos o igualmente significativos.',
      ],
    },
    {
      id: 'location',
      heading: '4. Su ubicación',
      blocks: [
        'Su ubicación solo se comparte como usted lo permita. Por defecto se recoge y se muestra únicamente mientras está abierta una alarma SOS que usted activó, a la central de atención y a los familiares y cuidadores a quienes dio permiso de avisos y ubicación. Deja de compartirse cuando termina la alarma.',
        'Puede permitir que un familiar o cuidador concreto vea su ubicación en todo momento. Puede cambiar o retirar esa elección en su panel cuando quiera, y cada consulta de su ubicación queda anotada en su registro de accesos.',
      ],
    },
    {
      id: 'recipients',
      heading: '5. Quién recibe sus datos',
      blocks: [
        [
          'Los familiares y cuidadores que usted invitó, cada uno solo con los permisos que le dio (avisos, ubicación, perfil médico, estado del dispositivo, actividad).',
          'Sus contactos de emergencia, que reciben un aviso por correo electrónico o SMS cuando activa un SOS.',
          'Los operadores de la central de atención (suscriptores de Central de Atención España), que ven su alarma, ubicación y perfil médico mientras está abierta, y que pueden transmitirlos a los servicios de emergencia a través del 112.',
          'Nuestros encargados del tratamiento, obligados por contratos de encargo: alojamiento y base de datos, envío de correos electrónicos y SMS, y proveedores de pago.',
          'Las autoridades, cuando la ley lo exija.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: '6. Dónde se guardan sus datos',
      blocks: [
        'Guardamos sus datos en el Espacio Económico Europeo. Si un encargado debe acceder a ellos desde fuera del EEE, nos basamos en una decisión de adecuación de la Comisión Europea o en las cláusulas contractuales tipo de la Comisión, con garantías adicionales cuando sea necesario.',
      ],
    },
    {
      id: 'retention',
      heading: '7. Cuánto tiempo los guardamos',
      blocks: [
        [
          'Cuenta, perfil, contactos de emergencia y perfil médico: mientras su cuenta esté abierta, y se eliminan en los 30 días siguientes a su cierre.',
          'Alarmas SOS, ubicaciones y el registro de la central de atención: 12 meses después de la alarma, salvo que hagan falta más tiempo para formular o defender una reclamación legal.',
          'Grabaciones de las llamadas de la central de atención: 90 días.',
          'Registro de quién consultó su perfil médico o su ubicación: 12 meses.',
          'Conversaciones con Emma: 12 meses, o hasta que las elimine.',
          'Mensajes del formulario de contacto: 24 meses después de la última respuesta.',
          'Datos de facturación: 7 años, como exige la normativa fiscal.',
          'Registros de seguridad: 90 días.',
        ],
      ],
    },
    {
      id: 'rights',
      heading: '8. Sus derechos',
      blocks: [
        'Según el RGPD tiene derecho a acceder a sus datos, a rectificarlos, a suprimirlos, a limitar su uso, a recibirlos en un formato portable y a oponerse al tratamiento basado en el interés legítimo. Cuando nos basamos en su consentimiento, puede retirarlo en cualquier momento sin que afecte a lo hecho antes.',
        'Para ejercer estos derechos, escríbanos {contact}. También tiene derecho a presentar una reclamación ante la autoridad de protección de datos de su país, por ejemplo la Agencia Española de Protección de Datos en España o la Autoriteit Persoonsgegevens en los Países Bajos.',
      ],
    },
    {
      id: 'security',
      heading: '9. Seguridad',
      blocks: [
        'Las conexiones están cifradas, el acceso a los datos está estrictamente limitado por persona en nuestra base de datos, las contraseñas se guardan con hash y cada consulta de datos sensibles por parte de familiares queda registrada. Ningún sistema es totalmente seguro: si una brecha pone en riesgo sus derechos, se lo comunicaremos a usted y a la autoridad como exige la ley.',
      ],
    },
    {
      id: 'children',
      heading: '10. Menores',
      blocks: [
        'Las cuentas son para personas de 16 años o más. Un padre, madre o tutor puede proteger a un menor siendo titular de la cuenta y añadiendo los datos del menor con su propio consentimiento.',
      ],
    },
    {
      id: 'storage',
      heading: '11. Cookies y almacenamiento local',
      blocks: [
        'Solo usamos lo que el servicio necesita: una cookie que mantiene su sesión iniciada, una cookie y datos de almacenamiento local para su idioma y moneda, y una nota de que ya vio el diálogo de bienvenida. No usamos cookies de publicidad ni de seguimiento. Los vídeos de introducción se insertan desde YouTube en modo de privacidad mejorada, que no instala cookies hasta que reproduce un vídeo.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Cambios en esta política',
      blocks: [
        'Podemos actualizar esta política cuando cambien el servicio o la ley. Le informaremos de los cambios importantes por correo electrónico o en la aplicación antes de que se apliquen. La fecha del principio indica la versión más reciente.',
      ],
    },
  ],
};
